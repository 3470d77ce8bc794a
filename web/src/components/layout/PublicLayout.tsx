import { Outlet, useOutletContext } from "react-router-dom";
import { Footer } from "./Footer";
import { ScrollToHash } from "./ScrollToHash";
import { TopBar, type HeaderAuthSlot } from "./TopBar";
import styles from "./PublicLayout.module.css";

/** What root.tsx hands the public pages' frame: the parts owned by features. */
export interface PublicLayoutSlots {
  headerAuth: HeaderAuthSlot;
}

/** Top bar, page, footer: the frame of every public page. */
export default function PublicLayout() {
  const { headerAuth } = useOutletContext<PublicLayoutSlots>();
  return (
    <div className={styles.frame}>
      <ScrollToHash />
      <TopBar Auth={headerAuth} />
      <main className={styles.main} id="main">
        {/* No Suspense boundary here: React would send the page's content after a placeholder,
            to be swapped in by script, instead of in place in the HTML. */}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
