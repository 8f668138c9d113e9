/**
 * Who may set a user's password in the user details form (spec 3 User details: the password field shows only if
 * the user may edit it and the identity provider is not in external mode). A password opens the person's account
 * in every universe they belong to, so an administrator of one universe never sets an existing user's: the person
 * does (the restricted form of an administrator editing themself), root does, and whoever creates a new account may
 * give it its first one (else the invitation's link sets it). An outside provider (Keycloak) keeps passwords itself.
 */
import type { IdentityConfig } from '../config';

export interface PasswordEditor {
  identityMode: IdentityConfig['mode'];
  callerId: number;
  isRoot: boolean;
}

/** `userId` 0: a new account. */
export function mayEditPassword(editor: PasswordEditor, userId: number): boolean {
  if (editor.identityMode !== 'embedded') return false;
  return userId === 0 || userId === editor.callerId || editor.isRoot;
}
