/**
 * JSON-LD for search engines (issue 9), typed with schema-dts. Builders take
 * the site's origin (so every URL is absolute) and the church's facts from its
 * content folder; they are pure and tested beside. One module per schema.org
 * type family: the context and value formats, the church, events, videos.
 */
export { churchIsoTime, isoDuration, linkedDataContext, serializeJsonLd, type LinkedDataContext } from "./context";
export { churchData, closureData } from "./church";
export { eventData, serviceEventData, type ServiceEventInput } from "./events";
export { liveData, sermonData, type LiveDataInput, type SermonDataInput } from "./videos";
