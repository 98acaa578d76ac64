/** The command line of `remotes <command> [positional...] [--flag value] [--switch]`. */
const VALUE_FLAGS = ['--version', '--to', '--from', '--reason', '--keep', '--expect'];

export interface CliArgs {
  command: string | undefined;
  positional: string[];
  flag(name: string): string | undefined;
  has(name: string): boolean;
  /** --expect <version|none>: the served version the caller saw (null: none); undefined when not given */
  expect: string | null | undefined;
}

export function parseArgs(argv: string[]): CliArgs {
  const [command, ...args] = argv;
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const expectFlag = flag('--expect');
  if (args.includes('--expect') && !expectFlag) throw new Error('--expect needs a version, or none');
  return {
    command,
    positional: args.filter((a, i) => !a.startsWith('--') && !(i > 0 && VALUE_FLAGS.includes(args[i - 1]))),
    flag,
    has: (name) => args.includes(name),
    expect: expectFlag === undefined ? undefined : expectFlag === 'none' ? null : expectFlag,
  };
}

export function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing <${name}>`);
  return value;
}

/** --keep N for prune (default: the retention policy's). */
export function keepFlag(args: CliArgs, fallback: number): number {
  const keep = Number(args.flag('--keep') ?? fallback);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number >= 1');
  return keep;
}
