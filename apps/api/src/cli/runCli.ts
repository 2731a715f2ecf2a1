/** Runs a CLI command on the process's arguments: its message on stdout, or its error on stderr and exit code 1. */
export function runCli(command: (args: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
