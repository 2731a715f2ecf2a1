import { runCli } from './runCli';
import { runDbCommand } from './runDbCommand';

runCli(runDbCommand);
