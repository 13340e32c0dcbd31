// `npx catmouse render` (issue 41, item 4): one board pre-rendered for a site
// generator without a plugin of ours, from the packed tarball as a user's
// project has it: the same HTML the markdown-it plugin writes for the same
// fence, the verdict and LeetCode's answer in it; a fence that cannot be a
// board is said on stderr at its file, line and column, with exit status 2
// and nothing on stdout.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installedTarball } from './helpers.mjs';
import { EXAMPLE_1_TEXT } from '../fixtures/graphs.mjs';

const app = installedTarball('catmouse-render-');
const render = (args, input = '') =>
  spawnSync(join(app, 'node_modules/.bin/catmouse'), ['render', ...args], { cwd: app, input, encoding: 'utf8', timeout: 60_000 });

// What catmouse/markdown-it writes for a fence, in the same installed app.
function pluginHtml(info, body) {
  const script = `
    const { catmouseMarkdownIt } = await import('catmouse/markdown-it');
    const md = { renderer: { rules: {} } };
    (await catmouseMarkdownIt())(md);
    const [info, content] = JSON.parse(process.argv[1]);
    process.stdout.write(md.renderer.rules.fence([{ info, content, map: [0, 3] }], 0, {}, {}, {}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([info, body])], {
    cwd: app,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

test('a graph file and attributes: the board the markdown-it plugin writes for the same fence, with its verdict', () => {
  const file = join(app, 'graph.txt');
  writeFileSync(file, `${EXAMPLE_1_TEXT}\n`);
  const run = render(['graph.txt', 'autoplay', 'mouse=1', 'cat-on-hole=barred']);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '');
  assert.equal(run.stdout, pluginHtml('catmouse autoplay mouse=1 cat-on-hole=barred', `${EXAMPLE_1_TEXT}\n`));
  assert.match(run.stdout, /^<cat-mouse-game graph="[^"]+" autoplay mouse="1" cat-on-hole="barred"><div data-catmouse="static">/);
  assert.match(run.stdout, /<strong>Draw: neither side can force a win<\/strong>\. LeetCode 913's answer: 0\./);
  // From standard input, with the attributes on a %% first line as in a fence: the same board.
  const piped = render([], `%% autoplay mouse=1 cat-on-hole=barred\n${EXAMPLE_1_TEXT}\n`);
  assert.equal(piped.status, 0, piped.stderr);
  assert.equal(piped.stdout, run.stdout);
});

test('what cannot be a board: the place and the problem on stderr, exit status 2, nothing on stdout', () => {
  writeFileSync(join(app, 'bad.txt'), '[[1,3],\n[0],[3],[0,2] x]\n');
  const cases = [
    [['bad.txt'], '', /^bad\.txt:2:\d+: catmouse: line 2, column \d+: /m],
    [['bad.txt', 'onclick=alert(1)'], '', /"onclick" is not an attribute of <cat-mouse-game>/],
    [['-', 'mouse=x'], '[[1],[0]]', /mouse="x" cannot be read/],
    [['a.txt', 'b.txt'], '', /render reads one file, given a\.txt, b\.txt/],
    [['missing.txt'], '', /cannot read 'missing\.txt': No such file or directory/],
    [['--mouse', '3'], '', /render takes no option --mouse/],
    [[], '  \n', /the fence has no graph/],
  ];
  for (const [args, input, message] of cases) {
    const run = render(args, input);
    assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.equal(run.stdout, '', args.join(' '));
    assert.match(run.stderr, message, args.join(' '));
  }
});
