/** Role and permission constants (SPEC §6), zod-free so clients can import them without the schemas. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const TEACHER_ROLE = 'teacher';
export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSION = '*:*:*';
