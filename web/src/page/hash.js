// The board in the URL hash: #graph=…&mouse=1&cat=2&hole=0&first=mouse.
const KEYS = ['mouse', 'cat', 'hole', 'first'];

export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('graph')) return null;
  const state = { graph: params.get('graph') };
  for (const key of KEYS) if (params.has(key)) state[key] = params.get(key);
  return state;
}

export function makeHash(state) {
  const params = new URLSearchParams();
  params.set('graph', state.graph);
  for (const key of KEYS) if (state[key] !== undefined && state[key] !== '') params.set(key, String(state[key]));
  return `#${params.toString()}`;
}
