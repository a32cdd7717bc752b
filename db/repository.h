#pragma once

#include <core/corpus.h>
#include <core/reanchor.h>
#include <core/result.h>

#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

namespace parallax::db {

// Storage for editing, one entity at a time, behind an interface that a
// second engine (PostgreSQL for a shared corpus) can implement: ids are the
// corpus's own strings (or UUIDs for new rows), never row numbers; nothing
// here names a file. Each write is one transaction, durable when it returns,
// and recorded in the change feed; listeners hear of it after it committed.
// A write that fails changes nothing.

enum class Entity : std::uint8_t { Source, Event, Account, Place, Era, Person, RouteLeg };
enum class ChangeKind : std::uint8_t { Added, Changed, Removed };
QString entityName(Entity e); // "source", "event", "account"… as stored in the feed
QString changeKindName(ChangeKind k); // "added", "changed", "removed"

struct Change
{
    std::int64_t number = 0; // increasing; "changes since N" returns those above N
    Entity entity = Entity::Event;
    ChangeKind kind = ChangeKind::Changed;
    QString id;
    friend bool operator==(const Change &, const Change &) = default;
};

// An account with the event it belongs to (the corpus nests accounts in
// events; an edit can move one to another event).
struct AccountRecord
{
    QString eventId;
    Account account;
};

// What replacing a source's text did to the citations of that source.
struct ReplaceReport
{
    struct Item
    {
        QString accountId;
        QString eventId;
        AnchorOutcome outcome = AnchorOutcome::Exact;
        qsizetype start = 0, end = 0; // the new span (the old one when orphaned)
    };
    QList<Item> items;
    int count(AnchorOutcome outcome) const;
};

class Repository
{
public:
    virtual ~Repository();

    // --- reads ---------------------------------------------------------
    virtual Result<QList<Source>> sources(bool withText = false) const = 0;
    virtual Result<Source> source(const QString &id) const = 0;
    virtual Result<Event> event(const QString &id) const = 0; // with its accounts, in order
    // Events whose record date overlaps [start, end) on the axis of
    // core/historicaldate.h, in time order, at most `limit`.
    virtual Result<QList<Event>> eventsBetween(std::int64_t start, std::int64_t end, int limit) const = 0;
    virtual Result<AccountRecord> account(const QString &id) const = 0;
    // The accounts citing one source, in text order.
    virtual Result<QList<AccountRecord>> accountsOfSource(const QString &sourceId) const = 0;
    virtual Result<QList<AccountRecord>> orphanedAccounts() const = 0;
    virtual Result<Place> place(const QString &id) const = 0;
    virtual Result<Person> person(const QString &id) const = 0;
    virtual Result<Era> era(const QString &id) const = 0;
    virtual Result<QList<RouteLeg>> route() const = 0;
    virtual bool exists(Entity entity, const QString &id) const = 0;

    // --- writes (one transaction each) ----------------------------------
    // An empty id gets a fresh UUID. Returns the id.
    virtual Result<QString> addSource(const Source &source) = 0;
    virtual Status updateSource(const Source &source) = 0; // metadata; the text is replaced below
    // Replaces the text and re-anchors every citation of the source (exact,
    // moved, fuzzy or orphaned: nothing is dropped).
    virtual Result<ReplaceReport> replaceSourceText(
        const QString &id, const QString &text, const QString &encoding = {})
        = 0;
    // Restores a text and the citations' spans exactly as they were (undo of
    // a replacement): `accounts` as accountsOfSource() returned them before.
    virtual Status restoreSourceText(
        const QString &id, const QString &text, const QString &encoding, const QList<AccountRecord> &accounts)
        = 0;
    virtual Status removeSource(const QString &id) = 0; // refused while it is cited

    // Events are added without accounts (add them below); removing one
    // removes its accounts.
    virtual Result<QString> addEvent(const Event &event) = 0;
    virtual Status updateEvent(const Event &event) = 0; // everything but the accounts
    virtual Status removeEvent(const QString &id) = 0;

    // The quote must be what the source says at [start, end). `ordinal`:
    // the place among the event's accounts (-1: last). Returns the id.
    virtual Result<QString> addAccount(const QString &eventId, const Account &account, int ordinal = -1) = 0;
    // Changes an account (dates, words, gloss, note, passage) and moves it
    // to `eventId` when that differs from its event.
    virtual Status updateAccount(const QString &eventId, const Account &account) = 0;
    virtual Status removeAccount(const QString &id) = 0;

    virtual Result<QString> addPlace(const Place &place) = 0;
    virtual Status updatePlace(const Place &place) = 0;
    virtual Status removePlace(const QString &id) = 0; // refused while an event or leg is there
    virtual Result<QString> addPerson(const Person &person) = 0;
    virtual Status updatePerson(const Person &person) = 0;
    virtual Status removePerson(const QString &id) = 0;
    virtual Result<QString> addEra(const Era &era) = 0;
    virtual Status updateEra(const Era &era) = 0;
    virtual Status removeEra(const QString &id) = 0;
    // Route legs are named by their sequence number, as a string.
    virtual Status setRouteLeg(const RouteLeg &leg) = 0; // adds or replaces leg `seq`
    virtual Status removeRouteLeg(int seq) = 0;

    // Runs several of the writes above as one transaction: all of them or
    // none, listeners told once, after the commit, of every change. `steps`
    // must return the first failure it meets (everything is then rolled
    // back). Inside a batch, another batch is part of it.
    virtual Status inOneTransaction(const std::function<Status()> &steps) = 0;

    // --- the change feed -------------------------------------------------
    virtual Result<QList<Change>> changesSince(std::int64_t number) const = 0;
    using Listener = std::function<void(const QList<Change> &)>;
    // Called after each committed write with what it changed. Returns a
    // handle for unsubscribe().
    int subscribe(Listener listener);
    void unsubscribe(int handle);

protected:
    void notify(const QList<Change> &changes) const;

private:
    QList<std::pair<int, Listener>> m_listeners;
    int m_nextHandle = 1;
};

} // namespace parallax::db
