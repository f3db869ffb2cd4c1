import { redirect } from "react-router";

// SPEC 2.1: any unknown path goes to the home page. A first load gets a real HTTP redirect
// from the loader; in-app navigation redirects in the browser, with no round trip.
export const loader = () => redirect("/");
// Not `= loader`: the browser build strips the server loader.
export const clientLoader = () => redirect("/");
