import Boards from './boards';

export default function Page() {
  return (
    <main>
      <h1>catmouse with Next.js</h1>
      <Boards />
    </main>
  );
}
