#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace parallax::db {

// A strict reading of JSON text (RFC 8259), for what QJsonDocument lets
// through: a key given twice in one object (where the last would silently
// win), raw control characters inside strings, escapes that name half of a
// character, nesting deeper than kMaxJsonDepth. Each problem has its line.
struct JsonProblem
{
    int line = 0;
    QString message;
};

inline constexpr int kMaxJsonDepth = 64;

// Checks `utf8` (already known to be valid UTF-8). Stops at the first
// syntax error; collects every duplicate key and control character.
QList<JsonProblem> scanJson(const QByteArray &utf8);

// The UTF-16 unit that the four hex digits at `p` (a \u escape's) write,
// moving `p` past them; -1, and `p` unmoved, when they are not four.
int jsonEscapedUnit(const char *&p, const char *end);

// The line (from 1) where each value starts, by path: "events[3]",
// "events[3].accounts[0].quote". Built only when a problem needs a line;
// with `wanted`, for those paths only (a million events' values are
// millions of paths).
QHash<QString, int> jsonValueLines(const QByteArray &utf8, const QSet<QString> &wanted = {});

} // namespace parallax::db
