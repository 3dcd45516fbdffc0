import { createContext, useContext, type ReactNode } from "react";

/** Signing out, as the header's account menus use it; the app's root hands it down (decision 025). */
export interface SignOutAction {
  signOut: () => Promise<void>;
  signingOut: boolean;
}

const SignOutContext = createContext<SignOutAction | null>(null);

/**
 * Gives the layout the auth feature's sign-out without the layout importing
 * a feature: root.tsx wraps the pages in it with `useSignOut()`.
 */
export function SignOutProvider({ value, children }: { value: SignOutAction; children: ReactNode }) {
  return <SignOutContext.Provider value={value}>{children}</SignOutContext.Provider>;
}

/** The sign-out root.tsx provides; a missing provider is a wiring mistake, so it throws. */
export function useSignOutAction(): SignOutAction {
  const action = useContext(SignOutContext);
  if (!action) throw new Error("useSignOutAction needs a SignOutProvider above it (app/root.tsx)");
  return action;
}
