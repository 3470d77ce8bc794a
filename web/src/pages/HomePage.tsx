import { useDocumentTitle } from "@/lib/use-document-title";
import { ContactSection } from "@/features/contact/components/ContactSection";
import { About } from "@/features/marketing/components/About";
import { Banner } from "@/features/marketing/components/Banner";
import { TopServices } from "@/features/marketing/components/TopServices";
import { ReviewsSection } from "@/features/reviews/components/ReviewsSection";
import { TeamSection } from "@/features/team/components/TeamSection";

/**
 * The landing page. Pre-rendered at build time; the team and reviews load live from Firestore
 * when their sections come near the viewport.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Banner />
      <TopServices />
      <About />
      <TeamSection />
      <ReviewsSection />
      <ContactSection />
    </>
  );
}
