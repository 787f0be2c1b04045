// The Twilio stand-in as a process (server/test/twilio-standin.ts): point the app at it with
// TWILIO_API_BASE=http://127.0.0.1:$E2E_TWILIO_PORT and the stand-in's account (twilioEnv).
import { startTwilioStandin } from '../server/test/twilio-standin.js';

const standin = await startTwilioStandin({ port: Number(process.env.E2E_TWILIO_PORT ?? 3298) });
console.log(`Twilio stand-in on ${standin.url}`);
