import { runCli } from './runCli';
import { runSuperadminCommand } from './runSuperadminCommand';

runCli(runSuperadminCommand);
