import { useDocumentTitle } from "@/lib/use-document-title";
import { ContactSection } from "@/features/contact/components/ContactSection";
import { About } from "@/features/marketing/components/About";
import { Banner } from "@/features/marketing/components/Banner";
import { TopServices } from "@/features/marketing/components/TopServices";
import { ReviewsCarousel } from "@/features/reviews/components/ReviewsCarousel";
import { TeamSection } from "@/features/team/components/TeamSection";

/** The landing page: static sections render at once; team and reviews load live. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Banner />
      <TopServices />
      <About />
      <TeamSection />
      <ReviewsCarousel />
      <ContactSection />
    </>
  );
}
