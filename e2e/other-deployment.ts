// The second app of playwright.config.ts: no Stripe keys, PROGRAM_LENGTH_DAYS=21.
import { e2eAltPort } from '../playwright.config';

export const otherDeployment = `http://localhost:${e2eAltPort}`;
