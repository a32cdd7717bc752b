#pragma once

#include "chunkedlist.h"
#include "historicaldate.h"
#include "interned.h"
#include "localizednames.h"

#include <QList>
#include <QMap>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace parallax {

// The best name for `language`, falling back to English, then to any.
QString pickName(const LocalizedNames &names, const QString &language);
// The same name read in place: valid while the names are not changed (for
// sorts and searches over every event, which need no copy of each).
QStringView pickNameView(const LocalizedNames &names, QStringView language);
// An event's row keeps in its English column, when the event has no English
// title, a copy of another title (to show and to search): that copy is no
// English title, and is dropped here once the other titles are read.
void dropCopiedEnglishTitle(LocalizedNames &titles);
// The interface's language as a key of LocalizedNames ("en", "zh", "da"):
// the default locale's, as the dates written in words follow it.
QString interfaceNameLanguage();

// One form of a name as the texts write it (a spelling, a transliteration, an
// error kept as written), with its language and the sources that use it.
struct NameVariant
{
    QString name;
    QString lang; // BCP 47
    QStringList sourceIds; // the sources whose text holds this form
    QString note; // e.g. "a misspelling", "normally another town"
    bool operator==(const NameVariant &) const = default;
};

enum class Importance : std::uint8_t { Minor = 0, Major = 1, Key = 2 };
QString importanceName(Importance i);
bool importanceFromName(const QString &name, Importance *out);

struct Source
{
    QString id;
    QString title;
    QString language;
    QString file; // file name inside the corpus folder
    QString provenance;
    QString text;
    QString author;
    QString written; // EDTF: when the text was written
    QString reference; // a CSL-JSON item (type, title, author, issued, publisher, URL)
    QString encoding; // what the file was decoded from ("UTF-8", "GB18030"…)
};

// A source as people name it: its title without a parenthesis, cut at a
// colon or, when still long, at the first comma, and its language:
// "Napoleon from Elba to St Helena · da". Never a file number.
QString shortSourceName(const Source &s);

// The words for a category key ("politics" → "Politics"), translated
// (context "parallax::Category"); an unknown key is capitalised.
QString categoryName(const QString &key);

struct Place
{
    QString id;
    LocalizedNames names;
    double lat = 0;
    double lon = 0;
    QList<NameVariant> variants; // every form the texts use
};

struct Person
{
    QString id;
    LocalizedNames names;
    QList<NameVariant> variants; // every form the texts use
};

struct Era
{
    QString id;
    LocalizedNames names;
    HistoricalDate date;
    QString color; // #rrggbb
    bool background = false; // context outside the main story: shown, but not fitted by Home
};

// One source's testimony about one event: an exact passage of that source and
// the date that source claims, which may disagree with the record.
struct Account
{
    // Its own words, kept beside it: a window that holds a million accounts
    // read without them (wordsLeftOut) holds one null pointer each, not four
    // empty strings (88 bytes less an account).
    struct Words : QSharedData
    {
        QString quote;
        QString dateText;
        QString glossEn;
        QString noteEn;
    };

    Interned sourceId;
    // Code points into the source text (see textoffsets.h), in 32 bits:
    // texts are read from files of at most 256 MB, and a stored passage past
    // 2^31 is refused when it is read (passageOffsetsFit()).
    std::int32_t start = 0;
    std::int32_t end = 0;
    HistoricalDate claimedDate; // invalid when the source gives no date
    // The source's text was revised and the quote was not found in it: the
    // quote is the old one and start/end only say where it used to be.
    bool orphaned = false;
    // Read without its words (quote, dateText, glossEn and noteEn are
    // empty): a window holding a million accounts reads those of the events
    // it shows when it shows them (db::AccountWords). The store refuses to
    // write such an account (db::wordsAreThere()).
    bool wordsLeftOut = false;

private:
    std::int32_t m_idNumber = -1; // beside the flags, in what would be padding: see id()
    QString m_idText; // the id, or its event's part when m_idNumber is not -1

public:
    // Its stable key ("EVENT/ORDINAL" for imported accounts, a UUID for
    // cited ones); empty before the account is stored.
    QString id() const
    {
        Q_ASSERT(m_idNumber < 0 || !m_idText.isEmpty()); // setIdOf()'s id is given its event's part
        return m_idNumber < 0 ? m_idText : m_idText + u'/' + QString::number(m_idNumber);
    }
    void setId(QString id)
    {
        m_idText = std::move(id);
        m_idNumber = -1;
    }
    bool hasId() const { return m_idNumber >= 0 || !m_idText.isEmpty(); }
    bool idIs(QStringView id) const;
    // An id of its event's form, `eventId` + "/" + `n`, kept as the event's
    // own string (shared with it) and the number: a million accounts read
    // for the window took 49 MB for their ids' strings.
    void setIdOf(QString eventId, std::int32_t n)
    {
        m_idText = std::move(eventId);
        m_idNumber = n;
    }
    // The N of an id set with setIdOf(); -1 for any other.
    std::int32_t idNumber() const { return m_idNumber; }

    // The passage as the source has it.
    const QString &quote() const { return m_words ? m_words->quote : noWords(); }
    // The source's own words for the date.
    const QString &dateText() const { return m_words ? m_words->dateText : noWords(); }
    const QString &glossEn() const { return m_words ? m_words->glossEn : noWords(); }
    // What differs from other accounts or from the record.
    const QString &noteEn() const { return m_words ? m_words->noteEn : noWords(); }
    void setQuote(QString quote) { set(&Words::quote, std::move(quote)); }
    void setDateText(QString text) { set(&Words::dateText, std::move(text)); }
    void setGlossEn(QString gloss) { set(&Words::glossEn, std::move(gloss)); }
    void setNoteEn(QString note) { set(&Words::noteEn, std::move(note)); }
    // Whether it keeps any words (an account read without them keeps none).
    bool hasWords() const { return m_words.constData() != nullptr; }
    // Leaves the four out, as a read without them gives the account.
    void leaveOutWords()
    {
        m_words.reset();
        wordsLeftOut = true;
    }

    static const QString &noWords(); // the empty string a missing word reads as

private:
    // The block of words is made when the first word is written, not for
    // an empty one (so an account without words keeps none).
    void set(QString Words::*field, QString value)
    {
        if (!m_words) {
            if (value.isEmpty())
                return;
            m_words = new Words;
        }
        (*m_words).*field = std::move(value);
    }

    QSharedDataPointer<Words> m_words;
};

static_assert(QT_POINTER_SIZE != 8 || sizeof(Account) == 80);

struct Event
{
    // What many events do without (a million synthetic events have neither):
    // kept beside the event, null until one is written, as an account's words.
    struct Details : QSharedData
    {
        QString summaryEn;
        QStringList personIds;
    };

    QString id;
    LocalizedNames titles;
    HistoricalDate date; // as the record has it
    Interned placeId;
    Interned category;
    Interned eraId;
    Importance importance = Importance::Minor;
    QList<Account> accounts;

    const QString &summaryEn() const { return m_details ? m_details->summaryEn : Account::noWords(); }
    const QStringList &personIds() const { return m_details ? m_details->personIds : noPeople(); }
    void setSummaryEn(QString summary);
    void setPersonIds(QStringList people);
    // The people, to change in place (the details made if there were none).
    QStringList &editPersonIds();
    bool hasDetails() const { return m_details.constData() != nullptr; }

private:
    static const QStringList &noPeople();
    QSharedDataPointer<Details> m_details;
};

// The events of a corpus, shared implicitly per chunk (chunkedlist.h): an
// edit of one event while a worker holds a copy copies one chunk.
using EventList = ChunkedList<Event>;

struct Waypoint
{
    double lat = 0;
    double lon = 0;
    QString placeId; // empty for a point at sea
    bool inferred = false;
};

enum class TravelMode : std::uint8_t { Land, Sea };

struct RouteLeg
{
    int seq = 0;
    QString fromPlaceId;
    QString toPlaceId;
    HistoricalDate depart;
    HistoricalDate arrive;
    TravelMode mode = TravelMode::Land;
    QList<Waypoint> waypoints; // between from and to
    bool inferred = false;
    QString note;
};

struct Corpus
{
    QString id;
    QString title;
    QList<Source> sources;
    QList<Place> places;
    QList<Person> people;
    QList<Era> eras;
    EventList events;
    QList<RouteLeg> route;
};

} // namespace parallax
