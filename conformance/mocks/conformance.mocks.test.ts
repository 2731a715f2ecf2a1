import { conformanceCases } from '../src/conformanceCases';
import { runConformance } from '../src/runConformance';
import { createMocksHarness } from './createMocksHarness';

runConformance('mocks', conformanceCases, createMocksHarness());
