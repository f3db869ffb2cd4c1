import { redirect } from "react-router";

// SPEC 2.1: any other path under watch goes to the sermon landing page. A first load gets a real HTTP redirect
// from the loader; in-app navigation redirects in the browser, with no round trip.
export const loader = () => redirect("/watch");
// Not `= loader`: the browser build strips the server loader.
export const clientLoader = () => redirect("/watch");
