// The fitness tracker as handlers reach it (ctx.services.fitness): the provider's client, or none when it is off.
import { createFitnessClient, fitnessEndpoints, type FitnessClient, type FitnessOrigins } from '../adapters/fitness';

export interface FitnessTracker {
  /** Undefined when the tracker is off (production without credentials). */
  client: FitnessClient | undefined;
}

declare module '../realtime/services' {
  interface Services {
    fitness?: FitnessTracker;
  }
}

export function createFitnessTracker(env: NodeJS.ProcessEnv, origins: FitnessOrigins): FitnessTracker {
  const endpoints = fitnessEndpoints(env, origins);
  return { client: endpoints && createFitnessClient(endpoints) };
}
