import { Outlet, useOutletContext } from "react-router-dom";
import { Footer } from "./Footer";
import { ScrollToHash } from "./ScrollToHash";
import { TopBar, type HeaderAuthSlot } from "./TopBar";
import styles from "./PublicLayout.module.css";

/** The parts of the frame owned by features (root.tsx). */
export interface PublicLayoutSlots {
  headerAuth: HeaderAuthSlot;
}

export default function PublicLayout() {
  const { headerAuth } = useOutletContext<PublicLayoutSlots>();
  return (
    <div className={styles.frame}>
      <ScrollToHash />
      <TopBar Auth={headerAuth} />
      <main className={styles.main} id="main">
        {/* No Suspense here: the content would come after a placeholder, swapped in by script. */}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
