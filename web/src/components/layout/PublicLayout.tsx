import { Box, Flex } from "@chakra-ui/react";
import { Outlet } from "react-router";
import { Footer } from "./Footer";
import { ScrollToHash } from "./ScrollToHash";
import { TopBar } from "./TopBar";

/** Top bar, page, footer: the frame of every public page. */
export default function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <ScrollToHash />
      <TopBar />
      <Box as="main" flex="1" id="main">
        {/* No Suspense boundary here: React would send the page's content after a placeholder,
            to be swapped in by script, instead of in place in the HTML. */}
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
