// A LeetCode 1728 grid's walls, { row, col } each, read off its board's
// rows ('#'), made when first read: a 2,000 × 2,000 board of walls has 4
// million, which nothing but a reader of `walls` should pay for (the
// bindings used to make them at every solve, and the worker to send them).
export function withWalls(grid) {
  let walls = null;
  return Object.defineProperty(grid, 'walls', {
    enumerable: true,
    configurable: true,
    get() {
      if (walls) return walls;
      walls = [];
      grid.board.forEach((row, r) => {
        for (let c = row.indexOf('#'); c >= 0; c = row.indexOf('#', c + 1)) walls.push({ row: r, col: c });
      });
      return walls;
    },
  });
}
