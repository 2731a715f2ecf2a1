import { runDbCommand } from './runDbCommand';

runDbCommand(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
