import { Outlet } from "react-router-dom";
import { Footer } from "./Footer";
import { ScrollToHash } from "./ScrollToHash";
import { TopBar } from "./TopBar";
import styles from "./PublicLayout.module.css";

/** Top bar, page, footer: the frame of every public page. */
export default function PublicLayout() {
  return (
    <div className={styles.frame}>
      <ScrollToHash />
      <TopBar />
      <main className={styles.main} id="main">
        {/* No Suspense boundary here: React would send the page's content after a placeholder,
            to be swapped in by script, instead of in place in the HTML. */}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
