#pragma once

// A source's details as typed by a user (Source ▸ Add Source, Source
// Properties, `parallax source add|edit`): checked the same way everywhere,
// before anything is written.

#include <core/corpus.h>
#include <core/result.h>

#include <QString>
#include <QStringView>

namespace parallax {

// A language code as BCP 47 writes it, every part of it known to QLocale: a
// language (ISO 639: "en", "zh", "da", also "lzh" or "grc", which have no
// locale data of their own), then optionally a script ("Hant") and a region
// ("TW", "419"). Returned in BCP 47's letter case, "_" read as "-"
// ("ZH_hant" → "zh-Hant"). Anything else ("xx", "english", "en-XX", "en-GB-oxendict")
// is refused with a message that names it.
Result<QString> checkLanguageCode(QStringView code);

// The details a source must have: a title, a language code that
// checkLanguageCode() accepts, and a date of writing that is EDTF or empty.
// The first problem, in words that name the field; the text is not looked at.
Status checkSourceDetails(const Source &source);

// The source's CSL-JSON reference once its details changed from `before` to
// `after`: the reference's title, author and issued date follow the source's
// where they said the same as before (Add Source wrote them from those
// fields); what says something else, and every other field, is kept. An
// empty or unreadable reference is returned as it is.
QString referenceFollowingDetails(const Source &before, const Source &after);

} // namespace parallax
