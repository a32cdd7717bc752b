#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QList>
#include <QString>

#include <functional>

namespace parallax::db {

// One problem found in a corpus: where, which entry, and what is wrong.
struct CorpusProblem
{
    QString file;
    QString entry; // e.g. "events[12] (abdication-1814) accounts[1]"
    QString message;
    int line = 0; // in `file`, from 1; 0 when the problem has no one line
    QString path; // where in corpus.json: "events[12].accounts[1].quote"
    // "corpus.json:40: events[12] (abdication-1814): message"
    QString toString() const;
};

struct LoadedCorpus
{
    Corpus corpus;
    QList<CorpusProblem> problems;
    // What is worth a look but does not stop an import: an account whose
    // date_text reads as another date than its claimed_date.
    QList<CorpusProblem> warnings;
    // With LoadedTexts::OnDisk: each source's text file as it was read and
    // checked (by source index), and `corpus`'s texts left empty.
    struct TextFile
    {
        QString path, folder;
        qint64 bytes = 0; // without a byte order mark
        std::size_t hash = 0; // of those bytes
    };
    QList<TextFile> textFiles;
    bool ok() const { return problems.isEmpty(); }
    // A source's text, wherever it is kept: read again from its file with
    // OnDisk, and refused if the file is no longer what was checked.
    // Safe to call from several threads at once.
    Result<QString> text(qsizetype source) const;
};

// The file in a corpus folder that describes it.
inline constexpr char kCorpusDescriptionFile[] = "corpus.json";

// Whether `folder` can be a corpus folder: it is there, is a folder, and
// holds corpus.json. When not, a message that says what is wrong and what a
// corpus folder holds (and a subfolder that is one, when there is one).
Status checkCorpusFolder(const QString &folder);

// Reads and validates a corpus folder (a path on disk or a Qt resource path
// such as ":/corpus/napoleon"): every problem is collected, none stops the
// check early. Quote offsets are computed here, never taken from the file,
// but for an orphaned account's ("orphaned": true): its quote is no longer in
// its source, and it keeps the span it last had (checked to lie in the text).
// An account's "id", when given, is kept (each once, and none an account
// without one is given: "EVENT/N").
// An account with a date_text and no claimed_date field (null is "undated") gets the date its words
// name (read by parseAccountDateText); one whose words read as another date
// than its claimed_date is kept as it is, with a warning (unless the words
// count from the text before them: "次日", "这年夏天").
// `progress(step, done, total)` is called now and then: "events" as they are
// read, "quotes" as each source's quotes are located (by source).
using LoadProgress = std::function<void(const QString &step, qint64 done, qint64 total)>;
// Where the texts are kept: in the corpus's sources, or on disk, each read
// and checked, then read again when it is written (LoadedCorpus::text()): a
// million events' 1,000 texts are 790 MB that an import need not hold while
// it reads the events.
enum class LoadedTexts : std::uint8_t { InCorpus, OnDisk };
// `textsRead`, when given, is called once every source and its text is read
// without a problem, before the events are: what needs only the texts (the
// search index of an import) can start then. `loaded` holds the sources and
// (with OnDisk) their text files; the loader goes on changing it afterwards.
using TextsRead = std::function<void(const LoadedCorpus &loaded)>;
LoadedCorpus loadCorpusFolder(const QString &folder, const LoadProgress &progress = {},
    LoadedTexts texts = LoadedTexts::InCorpus, const TextsRead &textsRead = {});

// How much of corpus.json is read at a time when its events are read again
// from the file (4 MB; 0 restores it): tests make it small, so that events
// straddle the reads.
void setDescriptionReadBlockForTests(qint64 bytes);
// Events are read from their bytes where they can be, and through QJsonDocument
// where that reading finds anything to report; tests read them both ways.
void setQuickEventReadingForTests(bool quick);
// How many events the last folder read had read quickly.
qsizetype quickEventsReadForTests();

// The byte offset of the first invalid UTF-8 sequence in `data`, or -1.
qsizetype firstInvalidUtf8(const QByteArray &data);

} // namespace parallax::db
