/** Stand-ins for what reactfire imports but the app never uses (vite.config.ts): 50 KB less. */
function unused(name: string): never {
  throw new Error(
    `${name} is not part of this app's bundle (see web/src/lib/reactfire-unused.ts).`,
  );
}

export const get = () => unused("firebase/database");
export const off = () => unused("firebase/database");
export const onChildAdded = () => unused("firebase/database");
export const onChildChanged = () => unused("firebase/database");
export const onChildMoved = () => unused("firebase/database");
export const onChildRemoved = () => unused("firebase/database");
export const onValue = () => unused("firebase/database");
// firebase/functions (the app calls functions through features/admin/api.ts instead)
export const httpsCallable = () => unused("reactfire's callable hook");
export const ensureInitialized = () => unused("firebase/remote-config");
export const getAll = () => unused("firebase/remote-config");
export const getBoolean = () => unused("firebase/remote-config");
export const getNumber = () => unused("firebase/remote-config");
export const getString = () => unused("firebase/remote-config");
export const getValue = () => unused("firebase/remote-config");
export const getDownloadURL = () => unused("firebase/storage");
export const ref = () => unused("firebase/storage");
