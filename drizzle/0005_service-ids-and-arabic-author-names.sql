-- Data for issue 12: services stored by id, Arabic names for the authors of the seeded articles, and the cover pattern for member articles.
-- Enquiries sent by the inquiry and consultation dialogs stored the service's name in the page's language;
-- they now store its id (app/features/leads/service-id.ts, LEGACY_SERVICE_LABELS, holds the same table).
UPDATE "contact_submissions" SET "service" = CASE "service"
  WHEN 'Executive Search' THEN 'executive-search'
  WHEN 'البحث التنفيذي' THEN 'executive-search'
  WHEN 'Leadership Hiring' THEN 'leadership-hiring'
  WHEN 'توظيف القيادات' THEN 'leadership-hiring'
  WHEN 'Strategic Onboarding' THEN 'strategic-onboarding'
  WHEN 'التهيئة الاستراتيجية' THEN 'strategic-onboarding'
  WHEN 'Market Entry Advisory' THEN 'market-entry'
  WHEN 'استشارات دخول السوق' THEN 'market-entry'
  WHEN 'Free Consultation Request' THEN 'consultation'
  WHEN 'طلب استشارة مجانية' THEN 'consultation'
  WHEN 'Free Consultation' THEN 'consultation'
  WHEN 'استشارة مجانية' THEN 'consultation'
  WHEN 'Service Inquiry' THEN 'other'
  WHEN 'استفسار عن خدماتنا' THEN 'other'
  WHEN 'Our Services' THEN 'other'
  WHEN 'خدماتنا' THEN 'other'
  WHEN 'Other' THEN 'other'
  WHEN 'أخرى' THEN 'other'
  ELSE "service" END
WHERE "service" IN ('Executive Search', 'البحث التنفيذي', 'Leadership Hiring', 'توظيف القيادات', 'Strategic Onboarding', 'التهيئة الاستراتيجية', 'Market Entry Advisory', 'استشارات دخول السوق', 'Free Consultation Request', 'طلب استشارة مجانية', 'Free Consultation', 'استشارة مجانية', 'Service Inquiry', 'استفسار عن خدماتنا', 'Our Services', 'خدماتنا', 'Other', 'أخرى');--> statement-breakpoint
-- The seeded articles' authors, as Arabic pages name them; a name an editor already set is kept.
UPDATE "blog_posts" SET "author_ar" = CASE "author"
  WHEN 'Dr. Faisal Al-Harbi' THEN 'د. فيصل الحربي'
  WHEN 'Dr. Huda Al-Zahrani' THEN 'د. هدى الزهراني'
  WHEN 'James Whitfield' THEN 'جيمس ويتفيلد'
  WHEN 'Khalid Al-Otaibi' THEN 'خالد العتيبي'
  WHEN 'Noura Al-Qahtani' THEN 'نورة القحطاني'
  WHEN 'Omar Al-Shehri' THEN 'عمر الشهري'
  WHEN 'Reem Al-Dossary' THEN 'ريم الدوسري'
  WHEN 'Sarah Al-Mutairi' THEN 'سارة المطيري'
  ELSE "author_ar" END
WHERE "author_ar" = '' AND "author" IN ('Dr. Faisal Al-Harbi', 'Dr. Huda Al-Zahrani', 'James Whitfield', 'Khalid Al-Otaibi', 'Noura Al-Qahtani', 'Omar Al-Shehri', 'Reem Al-Dossary', 'Sarah Al-Mutairi');
--> statement-breakpoint
-- Articles sent for review without a picture got the social-share card as their cover; they get the cover pattern.
UPDATE "blog_posts" SET "image_url" = '/images/blog/default-cover.svg' WHERE "image_url" = '/images/og-default.png';
