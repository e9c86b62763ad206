// The accounts service: every account rule the route handlers and pages call. A2's codes/links and A3's social
// login live beside these files and are imported from their own modules.
export * from './availability';
export * from './avatar';
export * from './change-password';
export * from './currency';
export * from './login';
export * from './login-session';
export * from './logout';
export * from './profile';
export * from './public-user';
export * from './signup';
export * from './usernames';
