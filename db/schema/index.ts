export * from "./users";
export * from "./sessions";
export * from "./blog-posts";
export * from "./contact-submissions";
export * from "./site-content";
export * from "./assessments";
export * from "./infrastructure";
export * from "./testimonials";
