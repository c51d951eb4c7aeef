/** The secret as a person reads and types it: groups of four; authenticator apps take it with or without the spaces. */
export const secretGroupsOfFour = (secret: string): string => secret.replace(/(.{4})(?!$)/g, '$1 ')
