(globalThis as { jest?: unknown }).jest = (await import('vitest')).vi;
