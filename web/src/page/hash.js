// The board in the URL hash: #graph=…&mouse=1&cat=2&hole=0&first=mouse, and
// the moment of the game shown: &mode=play&side=cat&mistakes=30&path=6.7.2&ply=3
// (path: the nodes moved to from the start; ply: the position shown).
const KEYS = ['mouse', 'cat', 'hole', 'first'];

export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('graph')) return null;
  const state = { graph: params.get('graph') };
  for (const key of KEYS) if (params.has(key)) state[key] = params.get(key);
  state.moment = readMoment(params);
  return state;
}

// The moment in a link, or null for the start of the optimal line. Values
// that cannot be one are dropped (the link then opens at the start).
function readMoment(params) {
  const mode = params.get('mode') === 'play' ? 'play' : 'replay';
  const pathText = params.get('path') ?? '';
  const path = pathText === '' ? [] : pathText.split('.').map(Number);
  const ply = Number(params.get('ply') ?? 0);
  if (path.some((n) => !Number.isInteger(n) || n < 0) || !Number.isInteger(ply) || ply < 0) return null;
  if (mode === 'replay' && path.length === 0 && ply === 0) return null;
  const moment = { mode, path, ply };
  if (mode === 'play') {
    moment.human = params.get('side') === 'cat' ? 'cat' : 'mouse';
    const mistakes = Number(params.get('mistakes') ?? 0);
    moment.mistakeChance = Number.isFinite(mistakes) ? Math.min(100, Math.max(0, mistakes)) / 100 : 0;
  }
  return moment;
}

export function makeHash(state, moment = null) {
  const params = new URLSearchParams();
  params.set('graph', state.graph);
  for (const key of KEYS) if (state[key] !== undefined && state[key] !== '') params.set(key, String(state[key]));
  if (moment && (moment.mode === 'play' || moment.path.length || moment.ply)) {
    if (moment.mode === 'play') {
      params.set('mode', 'play');
      params.set('side', moment.human);
      if (moment.mistakeChance) params.set('mistakes', String(Math.round(moment.mistakeChance * 100)));
    }
    if (moment.path.length) params.set('path', moment.path.join('.'));
    if (moment.ply) params.set('ply', String(moment.ply));
  }
  return `#${params.toString()}`;
}
