// Account constants without zod, so a page can show them before it loads the account schemas.
export const PASSWORD_MIN_LENGTH = 8;
