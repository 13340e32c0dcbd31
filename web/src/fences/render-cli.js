// `npx catmouse render [FILE|-] [NAME[=VALUE] ...]`: one board pre-rendered
// for a site generator without a plugin of ours (Hugo, Jekyll, Sphinx, a
// Makefile): the same HTML the Markdown plugins write for a fence (the
// board's tag around its static board, render.js), printed on stdout. FILE
// (or standard input) is the fence's body: the graph in any format the core
// reads, or a game file, a `%%` first line allowed; the words after it are
// the fence's info string (the element's attribute names: mouse=3 autoplay).
// A fence that cannot be a board is said on stderr as the plugins say it
// (file:line:column: catmouse: ...), and the exit status is 2, the CLI's
// for a refused input; nothing is printed on stdout.
import { createFenceRenderer } from './render.js';

export const RENDER_USAGE = 'usage: catmouse render [FILE|-] [NAME[=VALUE] ...]   (NAME: an attribute of <cat-mouse-game>, as in a fence)';

// args: what follows `render`; read(path) => Buffer | { error } | { tooLarge };
// returns { stdout, stderr, status }.
export async function runRender(args, read) {
  if (args.includes('--help') || args.includes('-h')) return { stdout: `${RENDER_USAGE}\n`, stderr: '', status: 0 };
  const refuse = (text) => ({ stdout: '', stderr: `catmouse: ${text}\n${RENDER_USAGE}\n`, status: 2 });
  const option = args.find((arg) => arg.startsWith('--'));
  if (option) return refuse(`render takes no option ${option.slice(0, 40)}: the board's attributes are NAME or NAME=VALUE`);
  // The word that is not NAME or NAME=VALUE is the file (a path has a dot or a slash, or is '-').
  const isWord = (arg) => /^[a-z][a-z0-9-]*(=.*)?$/s.test(arg);
  const files = args.filter((arg) => !isWord(arg));
  if (files.length > 1) return refuse(`render reads one file, given ${files.map((f) => f.slice(0, 80)).join(', ')}`);
  const path = files[0] ?? '-';
  const words = args.filter(isWord);
  const bytes = read(path);
  if (bytes.error) return { stdout: '', stderr: `catmouse: ${bytes.error}\n`, status: 2 };
  if (bytes.tooLarge)
    return {
      stdout: '',
      stderr: `catmouse: ${path === '-' ? 'standard input' : `'${path}'`} is larger than --max-input allows\n`,
      status: 2,
    };
  const problems = [];
  const renderer = await createFenceRenderer({ warn: (text) => problems.push(text) });
  // (the file's first line is line 1: the fence's opening line is the line before it)
  // (a fence's words: a value quoted with the quote it does not hold)
  const quoted = words.map((word) =>
    word.replace(/^([^=]+)=(.*)$/s, (_, name, value) => (value.includes('"') ? `${name}='${value}'` : `${name}="${value}"`)),
  );
  const both = words.find((word) => /=.*"/s.test(word) && /=.*'/s.test(word));
  if (both) return refuse(`${both.slice(0, 80)}: a value cannot hold both kinds of quote`);
  const info = quoted.join(' ');
  const tree = renderer.render(`catmouse ${info}`, bytes.toString('utf8'), { file: path === '-' ? '(stdin)' : path, line: 0 });
  if (problems.length) return { stdout: '', stderr: `${problems.join('\n')}\n`, status: 2 };
  return { stdout: renderer.html(tree), stderr: '', status: 0 };
}
