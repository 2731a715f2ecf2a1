import { conformanceCases } from '../src/conformanceCases';
import { runConformance } from '../src/runConformance';
import { createServerHarness } from './createServerHarness';

runConformance('server', conformanceCases, createServerHarness());
