import { inject } from 'vitest';

// Each e2e file tells the broker it has started (tests/support/e2e-broker.ts), so that the last file's stack is not
// followed by a boot in advance that no file would claim.
await fetch(`${inject('e2eBrokerUrl')}/file-started`, { method: 'POST' });
