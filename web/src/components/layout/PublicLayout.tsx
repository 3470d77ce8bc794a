import { Suspense } from "react";
import { Box, Flex } from "@chakra-ui/react";
import { Outlet } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { Footer } from "./Footer";
import { ScrollToHash } from "./ScrollToHash";
import { TopBar } from "./TopBar";

/** Top bar, page, footer: the frame of every public page. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <ScrollToHash />
      <TopBar />
      <Box as="main" flex="1" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
