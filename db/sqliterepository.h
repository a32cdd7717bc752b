#pragma once

#include "database.h"
#include "repository.h"

namespace parallax::db {

// The Repository on one SQLite database (the file stays the Database's
// business). Each write runs in one IMMEDIATE transaction that also keeps
// the search index and the change feed in step, and is durable when it
// returns (the connection's synchronous setting).
class SqliteRepository final : public Repository
{
public:
    explicit SqliteRepository(Database &db);
    ~SqliteRepository() override;

    Database &database() const { return m_db; }

    Result<QList<Source>> sources(bool withText = false) const override;
    Result<Source> source(const QString &id) const override;
    Result<Event> event(const QString &id) const override;
    Result<QList<Event>> eventsBetween(std::int64_t start, std::int64_t end, int limit) const override;
    Result<AccountRecord> account(const QString &id) const override;
    Result<QList<AccountRecord>> accountsOfSource(const QString &sourceId) const override;
    Result<QList<AccountRecord>> orphanedAccounts() const override;
    Result<Place> place(const QString &id) const override;
    Result<Person> person(const QString &id) const override;
    Result<Era> era(const QString &id) const override;
    Result<QList<RouteLeg>> route() const override;
    bool exists(Entity entity, const QString &id) const override;

    Result<QString> addSource(const Source &source) override;
    Status updateSource(const Source &source) override;
    Result<ReplaceReport> replaceSourceText(
        const QString &id, const QString &text, const QString &encoding = {}) override;
    Status restoreSourceText(
        const QString &id, const QString &text, const QString &encoding, const QList<AccountRecord> &accounts) override;
    Status removeSource(const QString &id) override;

    Result<QString> addEvent(const Event &event) override;
    Status updateEvent(const Event &event) override;
    Status removeEvent(const QString &id) override;

    Result<QString> addAccount(const QString &eventId, const Account &account, int ordinal = -1) override;
    Status updateAccount(const QString &eventId, const Account &account) override;
    Status removeAccount(const QString &id) override;

    Result<QString> addPlace(const Place &place) override;
    Status updatePlace(const Place &place) override;
    Status removePlace(const QString &id) override;
    Result<QString> addPerson(const Person &person) override;
    Status updatePerson(const Person &person) override;
    Status removePerson(const QString &id) override;
    Result<QString> addEra(const Era &era) override;
    Status updateEra(const Era &era) override;
    Status removeEra(const QString &id) override;
    Status setRouteLeg(const RouteLeg &leg) override;
    Status removeRouteLeg(int seq) override;

    Status inOneTransaction(const std::function<Status()> &steps) override;

    Result<QList<Change>> changesSince(std::int64_t number) const override;

    // Where the last write's time went (benchmarks, diagnostics): its
    // statements (with the search index), the timeline rows it refreshed,
    // the commit (the journal's and the file's fsyncs) and the subscribers
    // taking the changes in; and the pages it wrote to the file.
    struct WriteTimings
    {
        double bodyMs = 0, timelineMs = 0, commitMs = 0, notifyMs = 0;
        int pagesWritten = 0;
    };
    const WriteTimings &lastWrite() const { return m_lastWrite; }

private:
    class Edit;
    Edit *m_batch = nullptr; // the write in progress of inOneTransaction()
    // Runs `body` in one transaction; records and announces its changes.
    Status write(const std::function<Status(Edit &)> &body);

    Database &m_db;
    WriteTimings m_lastWrite;
};

} // namespace parallax::db
