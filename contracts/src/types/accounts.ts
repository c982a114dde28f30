// Response shapes of the account calls (spec §7) beyond CurrentUser (responses.ts).

/** Logout and reset-password answer a message to show. */
export interface MessageResponse {
  message: string;
}

/**
 * Forgot-password answers the same message whether or not the email has an account. Outside production,
 * when it does, `resetUrl` carries the link (valid 1 hour) so development needs no mailbox.
 */
export interface ForgotPasswordResponse extends MessageResponse {
  resetUrl?: string;
}
