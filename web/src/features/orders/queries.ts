/** The orders lists' page sizes, apart so that tests and the bench count what the pages read. */
export const ADMIN_PAGE_SIZE = 25;
export const MY_ORDERS_PAGE_SIZE = 50;
