// The fitness tracker as handlers reach it (ctx.services.fitness): the provider's client, or none when it is off.
import { createFitnessClient, fitnessEndpoints, type FitnessClient, type FitnessOrigins } from '../adapters/fitness';
import { createTokenVault, type TokenVault } from './token-vault';

export interface FitnessTracker {
  /** Undefined when the tracker is off (production without credentials or token key). */
  client: FitnessClient | undefined;
  /** Seals the customers' tokens at rest. */
  vault: TokenVault;
}

/** A tracker that is on: its provider's client and the token vault. */
export interface ActiveTracker {
  client: FitnessClient;
  vault: TokenVault;
}

export function createFitnessTracker(env: NodeJS.ProcessEnv, origins: FitnessOrigins): FitnessTracker {
  const endpoints = fitnessEndpoints(env, origins);
  return { client: endpoints && createFitnessClient(endpoints), vault: createTokenVault(env) };
}
