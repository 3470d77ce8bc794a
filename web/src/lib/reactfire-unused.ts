/**
 * Stand-ins for the Firebase products that reactfire imports but this app never uses through it
 * (Realtime Database, Storage, Remote Config, and reactfire's own callable hook). vite.config.ts
 * resolves reactfire's imports of those packages here, which keeps about 50 KB (gzip) of SDK code
 * out of the bundle. Calling any of them is a programming error.
 */
function unused(name: string): never {
  throw new Error(
    `${name} is not part of this app's bundle (see web/src/lib/reactfire-unused.ts).`,
  );
}

// firebase/database
export const get = () => unused("firebase/database");
export const off = () => unused("firebase/database");
export const onChildAdded = () => unused("firebase/database");
export const onChildChanged = () => unused("firebase/database");
export const onChildMoved = () => unused("firebase/database");
export const onChildRemoved = () => unused("firebase/database");
export const onValue = () => unused("firebase/database");
// firebase/functions (the app calls functions through features/admin/api.ts instead)
export const httpsCallable = () => unused("reactfire's callable hook");
// firebase/remote-config
export const ensureInitialized = () => unused("firebase/remote-config");
export const getAll = () => unused("firebase/remote-config");
export const getBoolean = () => unused("firebase/remote-config");
export const getNumber = () => unused("firebase/remote-config");
export const getString = () => unused("firebase/remote-config");
export const getValue = () => unused("firebase/remote-config");
// firebase/storage
export const getDownloadURL = () => unused("firebase/storage");
export const ref = () => unused("firebase/storage");
