/** Regular expressions shared by the client validators and the server schemas (SPEC §5). */
export const MOBILE_CN = /^1[3-9]\d{9}$/;
export const USERNAME = /^[A-Za-z0-9_]{3,32}$/;
export const SMS_CODE = /^\d{6}$/;
