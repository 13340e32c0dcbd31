// A JavaScript value as an error message shows it ("got ..."). JSON alone
// throws on a BigInt, prints NaN and Infinity as null and a boxed number
// as a plain one, which would make the message itself wrong or confusing.
const LONGEST = 80;

export function shown(value) {
  switch (typeof value) {
    case 'bigint':
      return `${value}n (a BigInt)`;
    case 'number':
      return String(value); // NaN, Infinity and -0 as themselves
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    case 'undefined':
      return 'undefined';
    default:
      break;
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    return `a boxed ${typeof value.valueOf()} (new ${value.constructor.name}(${shown(value.valueOf())}))`;
  }
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value); // a BigInt inside, a cycle, a hostile toJSON
  }
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

// A URL or a browser's reason as a message quotes it: at most 200
// characters, its start and its end (the file's name) with an ellipsis
// between, so that a 10 MB base path does not put 10 MB on the board. The
// error's `url` keeps the whole URL for a program.
const LONGEST_QUOTE = 200;
export function quoted(text) {
  const whole = String(text);
  if (whole.length <= LONGEST_QUOTE) return whole;
  return `${whole.slice(0, 139)}…${whole.slice(-60)}`;
}
