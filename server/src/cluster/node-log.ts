// The log of a cluster node's background loops (the outbox relay, the durable consumers). A shard
// without a leader makes the consumers retry an event every second until one leads; printing the
// error's whole stack each time buried everything else. So a warning is one line (its details as
// JSON, an error as its message), and the stack follows only at LOG_LEVEL debug or trace.
export interface NodeLogger {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface NodeLogOptions {
  /** Names the node on each line. */
  prefix: string;
  /** LOG_LEVEL; the stacks are printed at debug and trace. */
  level?: string;
  /** Where the lines go; the console by default (tests collect them). */
  write?: (line: string) => void;
}

/** An error as its message, with its name when it is not a plain Error. */
function errorText(error: Error): string {
  return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
}

/** The details as one line (JSON): an error becomes its text, a big integer its digits. */
export function oneLine(details: object): string {
  return JSON.stringify(details, (_key, value: unknown) => {
    if (value instanceof Error) return errorText(value);
    return typeof value === 'bigint' ? value.toString() : value;
  });
}

export function nodeLogger(options: NodeLogOptions): NodeLogger {
  const write = options.write ?? ((line: string) => console.warn(line));
  const debugOn = options.level === 'debug' || options.level === 'trace';
  const debug = (details: object, message: string) => {
    if (!debugOn) return;
    const stacks = Object.values(details).flatMap((value) =>
      value instanceof Error && value.stack ? [value.stack] : [],
    );
    write(`${options.prefix}: ${message} ${oneLine(details)}${stacks.map((stack) => `\n${stack}`).join('')}`);
  };
  return {
    warn(details, message) {
      write(`${options.prefix}: ${message} ${oneLine(details)}`);
      // The stack of the warning's error, for whoever turned debug on.
      if (Object.values(details).some((value) => value instanceof Error))
        debug(details, `${message} (stack)`);
    },
    debug,
  };
}
