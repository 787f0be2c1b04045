// relay-test-utils calls a global jest.fn; Vitest's vi provides it.
import { vi } from 'vitest';

(globalThis as { jest?: unknown }).jest = vi;
