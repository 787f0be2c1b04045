// Text messages to the owners' customers through an SMS provider. Without one (the embedded default)
// text messages land in the owner's "To text" list instead (channel manual_sms).
// The Twilio adapter and its local stand-in are issue 29's SMS work; this is the interface the message
// queue sends through.

export interface SmsSendResult {
  /** The provider's id of the message (Twilio's SID), matched by its status callbacks. */
  providerId: string;
  /** The provider's first status, e.g. "queued". */
  status: string;
}

export interface SmsProvider {
  /** The number messages go from (E.164). */
  from: string;
  /** Sends `body` to `to` (E.164); the provider reports delivery to `statusCallback`. Throws on refusal. */
  send(message: { to: string; body: string; statusCallback?: string }): Promise<SmsSendResult>;
}
