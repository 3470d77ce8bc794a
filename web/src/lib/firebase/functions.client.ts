import { connectFunctionsEmulator, getFunctions } from "firebase/functions";
import { emulatorHosts, useEmulators } from "@/config/env";
import { firebaseApp } from "./app.client";

export const functions = getFunctions(firebaseApp, "us-central1");

if (useEmulators) {
  connectFunctionsEmulator(functions, emulatorHosts.functions.host, emulatorHosts.functions.port);
}
