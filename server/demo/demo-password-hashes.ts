import { hashPassword } from '../accounts/passwords';

/**
 * The demo passwords (printed in the README) hashed once with PASSWORD_HASHING, so seeding the demo
 * does not spend a third of a second of CPU per user. Any other password is hashed when seeded.
 */
const PRECOMPUTED: Record<string, string> = {
  'sightline-root': 'scrypt$131072$8$1$UjESx7hQqb9SnA0bxmc9bA$RKusA-41LahxzYJTauZ-BOCagFy34cWLelA9hVTse5I',
  'sightline-admin': 'scrypt$131072$8$1$WCQ-d70Xj0gVuQ4v6K-rAg$_KVmaf6gLMR1DGM-7qTKLBtH45uIFmiBTmvltXqWVvw',
  'sightline-user': 'scrypt$131072$8$1$bbAMgMyHKAjB6EE2lED8uw$HypEJ6Ah_0l0EG0ctGgKkjk3uCNEAZmFAJz25V40-fk',
  'sightline-multi': 'scrypt$131072$8$1$lhjPCPRVXxGs8CswQRq6sQ$erE8kCeZ08icEsinqW7bArQ1Alfg8CrpIUyvUn6EX8Y',
  'sightline-newbie': 'scrypt$131072$8$1$pVk1ymw81GjxYj5F_Aaseg$nzJzN2d5LikXb5InBEuMj3A3CU3iPv8cwF6_qndXU4s',
};

export async function demoPasswordHash(password: string): Promise<string> {
  return PRECOMPUTED[password] ?? hashPassword(password);
}
